// Package server wires Kwarta together: the domain services, the one API
// table (routes.go), the web app, health, and metrics on their own listener.
package server

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"kwarta/internal/account"
	"kwarta/internal/applicant"
	"kwarta/internal/cardrepay"
	"kwarta/internal/clock"
	"kwarta/internal/collect"
	"kwarta/internal/complaint"
	"kwarta/internal/config"
	"kwarta/internal/console"
	"kwarta/internal/content"
	"kwarta/internal/credit"
	"kwarta/internal/demo"
	"kwarta/internal/event"
	"kwarta/internal/httpapi"
	"kwarta/internal/loan"
	"kwarta/internal/loanpage"
	"kwarta/internal/metrics"
	"kwarta/internal/notice"
	"kwarta/internal/payment"
	"kwarta/internal/payout"
	"kwarta/internal/promo"
	"kwarta/internal/repay"
	"kwarta/internal/repaypage"
	"kwarta/internal/report"
	"kwarta/internal/sealed"
	"kwarta/internal/sms"
	"kwarta/internal/store"
)

// healthTimeout bounds /healthz's database check: a database that does not
// answer in time is unavailable (503), not a probe left hanging.
const healthTimeout = 2 * time.Second

// Version is the build's version, set by the linker.
var Version = "dev"

// App holds the services behind the API.
type App struct {
	Config  config.Config
	DB      *store.DB
	Clock   clock.Clock
	Logger  *slog.Logger
	Account *account.Service
	Content *content.Service
	// Promo and Signup: the landing page, registration and SMS sign-in.
	Promo  *promo.Service
	Signup *account.Signup
	// Loans: products, orders and their money; LoanPages: the confirmation,
	// order details, recommendations and agreements; Events: the pages' taps.
	Loans     *loan.Service
	LoanPages *loanpage.Service
	Events    *event.Service
	// Repay: the repayment engine (pay codes, postbacks, crediting,
	// payments, review) over the payment channel; RepayPages: the
	// repayment pages and the provider's side of the API; CardRepay: the
	// card repayment (repay by card).
	Repay      *repay.Service
	RepayPages *repaypage.Service
	CardRepay  *cardrepay.Service
	// Complaints: the complaint pages, evidence images and the operators' replies.
	Complaints *complaint.Service
	// Payout: the borrowers' payout accounts (bank binding) and disbursement.
	Payout *payout.Service
	// Applicants: what the lender's app says about each applicant
	// (identity, address, work, income), sealed; Credit: the credit
	// policy, its decisions and the borrowers' limits.
	Applicants *applicant.Service
	Credit     *credit.Service
	// Notices: the SMS notices about loans (money sent, due, paid,
	// overdue); NoticeTemplates: their texts.
	Notices         *notice.Service
	NoticeTemplates *notice.Templates
	// Collect: collections (the worklist, contacts, promises, the
	// collection texts and the conduct rules).
	Collect *collect.Service
	// Console: the operators' console's core (accounts, roles, sessions,
	// audit log); ConsoleScreens: its screens over the other domains.
	Console        *console.Service
	ConsoleScreens console.Screens
	// TestClock is Clock when the server runs with --test-clock (POST
	// /medium/dev/clock moves it); nil otherwise.
	TestClock *clock.Offset
	// registry holds the metrics: the HTTP layer's, Go's and the process's.
	registry *prometheus.Registry
	// draining is set once the server starts shutting down (Drain):
	// /readyz then sends the traffic elsewhere.
	draining atomic.Bool
}

// Drain marks the server as shutting down: /readyz answers 503 from now,
// so a load balancer stops sending it requests while it finishes those in
// flight.
func (a *App) Drain() { a.draining.Store(true) }

// NewApp builds the services over an open database.
func NewApp(cfg config.Config, db *store.DB, clk clock.Clock, logger *slog.Logger) *App {
	a := &App{
		Config:   cfg,
		DB:       db,
		Clock:    clk,
		Logger:   logger,
		Account:  account.New(db, clk),
		Content:  content.New(db, cfg.Market, cfg.Company),
		registry: prometheus.NewRegistry(),
	}
	if o, ok := clk.(*clock.Offset); ok && cfg.TestClock && !cfg.Production() {
		a.TestClock = o
	}
	a.registry.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	metrics.Register(a.registry)
	if db != nil { // the API document is drawn without a database
		a.registry.MustRegister(metrics.Pools(func() map[string]metrics.PoolStats {
			write, read := db.Stats()
			pool := func(s sql.DBStats) metrics.PoolStats {
				return metrics.PoolStats{InUse: int64(s.InUse), Idle: int64(s.Idle), WaitCount: s.WaitCount, WaitDuration: s.WaitDuration}
			}
			return map[string]metrics.PoolStats{"write": pool(write), "read": pool(read)}
		}))
	}
	a.Promo = promo.New(db, clk, a.Content.Company, cfg.Market.Code)
	a.Signup = newSignup(cfg, a, logger)
	a.NoticeTemplates = notice.NewTemplates(db, clk, cfg.Market, a.Content.Company)
	a.Notices = notice.New(db, clk, cfg.Market, a.NoticeTemplates, a.Signup.SMS, a.Account, repay.OpenCodes{}, logger, cfg.SMSInboundToken)
	a.Collect = collect.New(db, clk, cfg.Market, a.Account, a.Notices, a.Signup.SMS, a.Content.Company, logger)
	a.Collect.SetBook(report.SnapshotBook(cfg.Market.Location()))
	keys := accountKeys(cfg, logger)
	a.Applicants = applicant.New(db, clk, cfg.Market.Code, cfg.Market.Location(), keys)
	a.Credit = credit.New(db, clk, cfg.Market, a.Applicants, a.Account)
	a.Loans = loan.New(db, clk, cfg.Market, loan.Notifiers{a.Notices, a.Collect}, a.Credit, cfg.DueWindowDays, cfg.Market.Code == loan.CapsMarket, logger)
	a.Events = event.New(db, clk, a.Loans)
	a.Payout = payout.New(db, clk, cfg.Market.Code, keys, newPayoutSender(cfg, logger), a.Loans, a.Account, logger)
	a.LoanPages = loanpage.New(db, a.Loans, a.Payout, a.Content.Company, a.Account, a.Credit)
	a.Repay = repay.New(db, clk, a.Loans, newGateway(cfg, logger), logger, cfg.PayCodeLimit)
	a.Complaints = complaint.New(db, clk, a.LoanPages, a.Account, cfg.Market.Location())
	a.Console = console.New(db, clk, cfg.Market, []byte(derive(cfg.Secret, "console-csrf")), cfg.Env != "development")
	a.ConsoleScreens = console.Screens{
		Orders:     console.NewOrdersScreen(db, cfg.Market, a.Console, a.Loans, a.Payout, a.Repay, a.Credit, a.Applicants),
		Payments:   console.NewPaymentsScreen(db, clk, cfg.Market, a.Console, a.Repay, a.Payout),
		Complaints: console.NewComplaintsScreen(db, clk, a.Console, a.Complaints, a.Account),
		Dashboard:  console.NewDashboardScreen(db, clk, cfg.Market),
		Borrowers:  console.NewBorrowersScreen(db, clk, cfg.Market, a.Console, a.Account, a.Applicants),
		Products:   console.NewProductsScreen(db, clk, cfg.Market, a.Console, a.Loans),
		Content:    console.NewContentScreen(db, clk, a.Console, a.Promo, a.Content),
		Accounting: console.NewAccountingScreen(db, clk, cfg.Market, loan.BooksOf(a.Loans)),
	}
	a.ConsoleScreens.Collections = console.NewCollectionsScreen(db, clk, a.Console, a.Collect, a.ConsoleScreens.Orders, a.Complaints)
	a.ConsoleScreens.CollectionReports = console.NewCollectionReportsScreen(db, clk, cfg.Market)
	a.ConsoleScreens.Credit = console.NewCreditScreen(db, clk, a.Console, a.Credit)
	a.CardRepay = cardrepay.New(a.CardRepayDeps())
	a.RepayPages = repaypage.New(db, a.Repay, a.Loans, a.Repay.Gateway(), a.CardRepay, cfg.Market, a.Payout)
	return a
}

// CardRepayDeps is what NewApp builds the card repayment (repay by card)
// from: the repayment engine and its payment channel, the linked accounts,
// the debit channel (the payment adapter's, when it debits), the sign-in
// codes' SMS sender and app name, its codes' own key derived from
// --secret, and the market's time zone. A test changes a dependency and
// builds its own with cardrepay.New.
func (a *App) CardRepayDeps() cardrepay.Deps {
	return cardrepay.Deps{DB: a.DB, Clock: a.Clock, Repay: a.Repay, Channels: a.Repay.Gateway(), Accounts: a.Payout, Users: a.Account,
		Debiter: newDebiter(a.Repay.Gateway()), SMS: a.Signup.SMS, AppName: a.Signup.AppName,
		CodeKey: []byte(derive(a.Config.Secret, "card-repay-code")), Location: a.Config.Market.Location(), Logger: a.Logger}
}

// newDebiter is the payment adapter when it can debit a linked account
// (the sandbox); nil otherwise (Dragonpay cannot), and the card repayment
// answers that it is not available.
func newDebiter(g payment.Gateway) payment.Debiter {
	if d, ok := g.(payment.Debiter); ok {
		return d
	}
	return nil
}

// accountKeys are the keys sealing payout account numbers and the
// applicants' data (--account-keys);
// without them (development only: config.Validate refuses it in
// production) the fixed development key.
func accountKeys(cfg config.Config, logger *slog.Logger) *sealed.Keys {
	if cfg.AccountKeys != "" {
		k, err := sealed.Parse(cfg.AccountKeys)
		if err == nil {
			return k
		}
		logger.Error("account keys", "error", err) // config.Validate refuses these settings
	}
	logger.Info("no --account-keys (KWARTA_ACCOUNT_KEYS) given, as usual in development: payout account numbers and applicants' data are " +
		"sealed with the fixed development-only key \"dev\". Set --account-keys to real keys before any real account " +
		"is added; --env production refuses to start without them.")
	return sealed.Dev()
}

// newPayoutSender is the payout adapter of the configuration (--payouts).
func newPayoutSender(cfg config.Config, logger *slog.Logger) payout.Sender {
	s, err := payout.NewSender(payout.Settings{Adapter: cfg.Payouts, MerchantID: cfg.DragonpayMerchant,
		Password: cfg.DragonpayPayoutKey, BaseURL: cfg.DragonpayPayoutURL, Email: cfg.Company.SupportEmail,
		CallbackSecret: cfg.DragonpayPassword, HTTP: metrics.Client("dragonpay-payout", 30*time.Second)})
	if err != nil { // config.Validate refuses these settings; never fall back to a simulation
		logger.Error("payout adapter", "error", err)
		return payout.Broken{Err: err}
	}
	return s
}

// newGateway is the payment channel of the configuration; the sandbox's
// postbacks are signed with a key derived from --secret, so every instance
// accepts every other's.
func newGateway(cfg config.Config, logger *slog.Logger) payment.Gateway {
	g, err := payment.New(payment.Settings{Adapter: cfg.Payments, MerchantID: cfg.DragonpayMerchant, Password: cfg.DragonpayPassword,
		BaseURL: cfg.DragonpayURL, SandboxSecret: SandboxSecret(cfg.Secret), Keys: cfg.DragonpayKeys, LegacyDigest: cfg.DragonpayLegacyDigest,
		HTTP: metrics.Client("dragonpay", 30*time.Second), Logger: logger})
	if err != nil { // config.Validate refuses these settings
		logger.Error("payment adapter", "error", err)
		return &payment.Sandbox{Secret: SandboxSecret(cfg.Secret)}
	}
	if _, ok := g.(*payment.Dragonpay); ok && cfg.DragonpayLegacyDigest {
		logger.Warn("--dragonpay-legacy-digest is on: Dragonpay postbacks signed only with the SHA-1 digest (deprecated by Dragonpay " +
			"on 2025-12-10) are accepted beside the RSA signatures; turn it off once the account sends signatures (docs/PAYMENTS.md)")
	}
	return g
}

// SandboxSecret is the key the sandbox channel signs its postbacks with,
// derived from --secret: what a load test needs to post as the provider.
func SandboxSecret(secret string) string { return derive(secret, "payment-sandbox") }

// derive is a key for one purpose from --secret (a random one when none is given).
func derive(secret, purpose string) string {
	key := []byte(secret)
	if len(key) == 0 {
		key = account.RandomSecret()
	}
	m := hmac.New(sha256.New, key)
	m.Write([]byte(purpose))
	return hex.EncodeToString(m.Sum(nil))
}

// newSignup wires registration and SMS sign-in: the SMS adapter, and the
// demo world's test numbers when --demo is given without --test-phones.
func newSignup(cfg config.Config, a *App, logger *slog.Logger) *account.Signup {
	var sender sms.Sender
	sender, err := sms.New(sms.Settings{Adapter: cfg.SMSAdapter, APIKey: cfg.SemaphoreAPIKey, SenderName: cfg.SemaphoreSender, BaseURL: cfg.SemaphoreURL,
		HTTP: metrics.Client("semaphore", 15*time.Second)}, logger)
	if err != nil { // config.Validate refuses these settings; keep codes in the log rather than fail
		logger.Error("sms adapter", "error", err)
		sender = sms.Console{Logger: logger}
	}
	adapter := cfg.SMSAdapter
	if adapter == "" {
		adapter = "console"
	}
	sender = metrics.CountSMS(adapter, sender)
	tests := cfg.TestPhones
	if cfg.Demo && len(tests) == 0 && !cfg.Production() {
		tests, _ = config.ParseTestPhones(cfg.Market, demo.TestPhones(cfg.Market.Code))
	}
	secret := []byte(cfg.Secret)
	if len(secret) == 0 { // config.Validate refuses this in production, so this is development
		secret = account.RandomSecret()
		logger.Info("no --secret (KWARTA_SECRET) given, as usual in development: SMS codes and picture codes " +
			"are hashed under a random key made for this process, so a code sent before a restart no longer works after it. " +
			"Set --secret (at least 32 bytes) to keep codes across restarts, and give every instance the same one; " +
			"--env production refuses to start without it.")
	}
	return &account.Signup{
		Accounts: a.Account, Market: cfg.Market, SMS: sender, TestPhones: tests, AppName: cfg.Company.AppName,
		TemplateExists: a.Promo.Exists, Logger: logger, Secret: secret,
	}
}

// Handler is the public HTTP surface: /medium (API), /healthz (alive: the
// database answers), /readyz (ready for traffic: the database answers,
// holds this binary's migrations, and the server is not draining) and the
// web app. Call it once per App: it registers the HTTP metrics.
func (a *App) Handler(dist fs.FS) http.Handler {
	metrics := httpapi.NewMetrics(a.registry)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), healthTimeout)
		defer cancel()
		if err := a.DB.Ping(ctx); err != nil {
			http.Error(w, "database unavailable", http.StatusServiceUnavailable)
			return
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		_, _ = w.Write([]byte("ok\n"))
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), healthTimeout)
		defer cancel()
		status, text := http.StatusOK, "ready\n"
		switch {
		case a.draining.Load():
			status, text = http.StatusServiceUnavailable, "draining: shutting down\n"
		case a.DB.Ping(ctx) != nil:
			status, text = http.StatusServiceUnavailable, "database unavailable\n"
		default:
			if err := a.DB.SchemaCurrent(ctx); err != nil {
				status, text = http.StatusServiceUnavailable, "not ready: "+err.Error()+"\n"
			}
		}
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(status)
		_, _ = w.Write([]byte(text))
	})
	mux.Handle("/", newStatic(dist, a.Content.ThemeCSS))
	api := httpapi.NewRouter(a.Routes(), a.Account, httpapi.TrustProxies(a.Config.TrustedProxies), httpapi.Operators(a.Console),
		httpapi.Language(a.Config.Market.Language))
	return withSecurityHeaders(httpapi.Observe(httpapi.Mount(api, mux), a.Logger, metrics))
}

// MetricsHandler serves the Prometheus metrics; the server listens for it
// on its own address (--metrics-addr), never on the public one.
func (a *App) MetricsHandler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(a.registry, promhttp.HandlerOpts{}))
	return mux
}

func (a *App) handleOpenAPI(c *httpapi.Call) (any, error) {
	c.Writer.Header().Set("Content-Type", "application/json; charset=utf-8")
	c.Writer.Header().Set("Access-Control-Allow-Origin", "*")
	enc := json.NewEncoder(c.Writer)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return nil, enc.Encode(httpapi.OpenAPI(a.Routes(), Version))
}

// DemoDeps is what the demo world needs from the app.
func (a *App) DemoDeps() demo.Deps {
	return demo.Deps{DB: a.DB, Account: a.Account, Loans: a.Loans, Payout: a.Payout, Applicants: a.Applicants, Credit: a.Credit, Now: a.Clock.Now}
}
