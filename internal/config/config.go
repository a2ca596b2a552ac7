// Package config reads Kwarta's settings from flags, each of which also reads
// an environment variable (KWARTA_ADDR for --addr, and so on); a flag given
// on the command line wins over the environment.
package config

import (
	"encoding/base64"
	"errors"
	"flag"
	"fmt"
	"net/netip"
	"os"
	"slices"
	"strings"
	"time"

	"kwarta/internal/content"
	"kwarta/internal/market"
	"kwarta/internal/payment"
	"kwarta/internal/store"
)

// Config is everything the server reads at start.
type Config struct {
	Addr string
	DB   string
	Demo bool
	// DemoBorrowers adds that many load borrowers to a new demo world
	// (demo.SeedLoadBorrowers), for make loadtest's payment steps.
	DemoBorrowers int
	Env           string // development or production
	Market        *market.Market
	LogLevel      string
	Company       content.Company
	// SMS: the adapter (console or semaphore) and Semaphore's settings.
	SMSAdapter      string
	SemaphoreAPIKey string
	SemaphoreSender string
	SemaphoreURL    string
	// SMSInboundToken authenticates the inbound-SMS hook (STOP replies);
	// empty: the hook is off.
	SMSInboundToken string
	// TestPhonesSpec lists test numbers as phone:code:captcha,...; TestPhones is it parsed.
	TestPhonesSpec string
	TestPhones     []TestPhone
	// TestClock runs the server on a clock that POST /medium/dev/clock moves
	// forward (browser tests reach tomorrow without waiting); refused in
	// production.
	TestClock bool
	// TrustedProxiesSpec lists the reverse proxies (CIDRs or addresses,
	// comma-separated) whose X-Forwarded-For is believed; TrustedProxies is it parsed.
	TrustedProxiesSpec string
	TrustedProxies     []netip.Prefix
	// Secret keys the hashes of SMS codes and picture-code answers.
	Secret string
	// DueWindowDays is how many days before a due date an order enters the
	// due window (174).
	DueWindowDays int
	// PayCodeLimit is how many generate-pay-code requests a minute each
	// order and each borrower may make (then 429); the load test raises it.
	PayCodeLimit int
	// DBPool is the PostgreSQL pool's size, or SQLite's number of reader
	// connections; 0 takes the store's default.
	DBPool int
	// DBStatementTimeout ends a PostgreSQL statement that runs longer.
	DBStatementTimeout time.Duration
	// DrainDelay is how long a server told to stop keeps serving, with
	// /readyz at 503, before it stops taking connections: the load balancer's health check moves new requests
	// away first, so a rolling restart fails none (0: stop at once).
	DrainDelay time.Duration
	// JobEvery, when set, runs every periodic job this often instead of
	// at its own interval: for the cluster test, which moves the test
	// clock by days and needs the jobs to follow within seconds.
	JobEvery time.Duration
	// MetricsAddr is where /metrics listens, apart from the API; empty: nowhere.
	MetricsAddr string
	// TLSCert and TLSKey, both or neither, make --addr speak HTTPS (HTTP/2
	// and HTTP/1.1) with that certificate, read again when the files
	// change or on SIGHUP; RedirectAddr is then a plain-HTTP listener that
	// only redirects to it (empty: none).
	TLSCert, TLSKey, RedirectAddr string
	// Payments is the payment channel's adapter: sandbox or dragonpay, and
	// Dragonpay's merchant id, password (API key) and base URL.
	Payments          string
	DragonpayMerchant string
	DragonpayPassword string
	DragonpayURL      string
	// DragonpayKeys are public keys Dragonpay's postbacks are signed with
	// (PEM, or base64 DER separated by commas), verifying beside the ones
	// Dragonpay's keys endpoint lists; DragonpayLegacyDigest also accepts
	// the deprecated SHA-1 postback digest (an account set up before the
	// RSA signatures).
	DragonpayKeys         string
	DragonpayLegacyDigest bool
	// Payouts is the payout adapter (disbursement): sandbox or dragonpay
	// (Dragonpay Payout, with the merchant id and its own API key and URL).
	Payouts            string
	DragonpayPayoutKey string
	DragonpayPayoutURL string
	// AccountKeys seal payout account numbers: "id:base64key,..." (32-byte
	// AES keys), the first current, the others still read after a rotation.
	AccountKeys string
}

// MaxDemoBorrowers is the largest --demo-borrowers accepted.
const MaxDemoBorrowers = 100_000

// MaxDrainDelay is the longest --drain-delay accepted.
const MaxDrainDelay = time.Minute

// MaxDBPool is the largest --db-pool accepted.
const MaxDBPool = 500

// StoreOptions are the connection pool settings for store.OpenWith.
func (c Config) StoreOptions() store.Options {
	return store.Options{MaxConns: c.DBPool, StatementTimeout: c.DBStatementTimeout}
}

// The due window's limits: a day at least, and less than the shortest
// instalment period a product can have.
const (
	DefaultDueWindowDays = 3
	// DefaultPayCodeLimit is --pay-code-limit's default; MaxPayCodeLimit its top.
	DefaultPayCodeLimit = 10
	MaxPayCodeLimit     = 1_000_000
	MaxDueWindowDays    = 30
)

// MinSecretBytes is the shortest --secret production accepts.
const MinSecretBytes = 32

// Production tells whether the server runs for real borrowers.
func (c Config) Production() bool { return c.Env == "production" }

type option struct {
	name, usage string
	target      any // *string, *bool, *int or *time.Duration
}

// SecretSettings are the settings that may also be read from a file named by
// KWARTA_<NAME>_FILE (e.g. KWARTA_SECRET_FILE=/run/credentials/kwarta@1.service/secret,
// systemd's LoadCredential), so a key need not sit in the environment of
// the process or in a unit file; the file's trailing line break is dropped.
var SecretSettings = []string{"db", "secret", "account-keys", "semaphore-api-key", "sms-inbound-token",
	"dragonpay-password", "dragonpay-payout-key"}

// Parse reads the serve command's flags and their environment variables.
func Parse(args []string) (Config, error) {
	var (
		c          Config
		marketCode string
	)
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	opts := []option{
		{"addr", "address to listen on", &c.Addr},
		{"db", "SQLite file, or a postgres:// URL for PostgreSQL", &c.DB},
		{"demo", "fill an empty database with the demo world", &c.Demo},
		{"demo-borrowers", "with --demo: add this many load borrowers (sessions load-1...), each with an order due now, for make loadtest", &c.DemoBorrowers},
		{"env", "development or production", &c.Env},
		{"market", "ph (Philippines), in (India) or cn", &marketCode},
		{"log-level", "debug, info, warn or error", &c.LogLevel},
		{"sms", "SMS adapter: console (logs the message) or semaphore", &c.SMSAdapter},
		{"semaphore-api-key", "Semaphore API key", &c.SemaphoreAPIKey},
		{"semaphore-sender", "Semaphore sender name", &c.SemaphoreSender},
		{"semaphore-url", "Semaphore API base URL", &c.SemaphoreURL},
		{"sms-inbound-token", "token an inbound-SMS relay sends to POST /medium/sms/inbound (STOP replies; at least 32 characters; empty: the hook is off)", &c.SMSInboundToken},
		{"test-phones", "test numbers with a fixed SMS code and captcha answer, phone:code:captcha,... (refused in production)", &c.TestPhonesSpec},
		{"test-clock", "run on a clock that POST /medium/dev/clock moves forward, for browser tests (refused in production)", &c.TestClock},
		{"trusted-proxies", "reverse proxies whose X-Forwarded-For is believed, comma-separated CIDRs (default none)", &c.TrustedProxiesSpec},
		{"secret", "key of the SMS-code and picture-code hashes, at least 32 bytes in production (development: random per process when empty)", &c.Secret},
		{"due-window-days", "days before a due date when an order enters the due window (174)", &c.DueWindowDays},
		{"pay-code-limit", "generate-pay-code requests a minute per order and per borrower, then 429", &c.PayCodeLimit},
		{"db-pool", "PostgreSQL connections per instance, or SQLite reader connections besides its one writer (0: 20 on PostgreSQL, twice the cores on SQLite)", &c.DBPool},
		{"db-statement-timeout", "PostgreSQL statement timeout, e.g. 10s", &c.DBStatementTimeout},
		{"job-every", "run every periodic job this often instead of at its own interval (tests; refused in production)", &c.JobEvery},
		{"drain-delay", "on SIGTERM, keep serving this long with /readyz at 503 before closing the listener, so a load balancer moves away first (e.g. 5s; 0: at once)", &c.DrainDelay},
		{"metrics-addr", "address of the Prometheus /metrics listener, apart from the API (empty: off)", &c.MetricsAddr},
		{"tls-cert", "certificate chain (PEM) to serve HTTPS with on --addr, with --tls-key; read again when it changes or on SIGHUP", &c.TLSCert},
		{"tls-key", "the certificate's private key (PEM)", &c.TLSKey},
		{"redirect-addr", "with TLS: a plain-HTTP address that only redirects to HTTPS (308), e.g. :80 (empty: none)", &c.RedirectAddr},
		{"payments", "payment channel: sandbox (simulated payments; refused in production) or dragonpay", &c.Payments},
		{"dragonpay-merchant-id", "Dragonpay merchant id", &c.DragonpayMerchant},
		{"dragonpay-password", "Dragonpay API password (secret key)", &c.DragonpayPassword},
		{"dragonpay-url", "Dragonpay base URL", &c.DragonpayURL},
		{"dragonpay-keys", "Dragonpay's postback public keys, PEM or base64 DER separated by commas, verifying beside those its keys endpoint lists (default: only those)", &c.DragonpayKeys},
		{"dragonpay-legacy-digest", "also accept Dragonpay postbacks signed only with the SHA-1 digest Dragonpay deprecated on 2025-12-10 (an old account; default off: only RSA signatures)", &c.DragonpayLegacyDigest},
		{"payouts", "payout adapter for disbursements: sandbox (simulated payouts; refused in production) or dragonpay (Dragonpay Payout)", &c.Payouts},
		{"dragonpay-payout-key", "Dragonpay Payout API key (bearer token)", &c.DragonpayPayoutKey},
		{"dragonpay-payout-url", "Dragonpay Payout API base URL", &c.DragonpayPayoutURL},
		{"account-keys", "keys sealing payout account numbers, id:base64 32-byte key,... (the first seals, all open; required in production; development: a fixed development-only key)", &c.AccountKeys},
	}
	for _, f := range content.CompanyFields {
		opts = append(opts, option{f.Flag, f.Help, f.Ptr(&c.Company)})
	}
	defaults := map[string]string{
		"addr": "127.0.0.1:8080", "db": "./data/kwarta.db", "env": "development", "market": "ph", "log-level": "info",
		"sms": "console", "semaphore-url": "https://api.semaphore.co", "metrics-addr": "127.0.0.1:9090",
		"payments": "sandbox", "dragonpay-url": "https://test.dragonpay.ph",
		"payouts": "sandbox", "dragonpay-payout-url": "https://test.dragonpay.ph/api/payout/merchant/v1",
	}
	durationDefaults := map[string]time.Duration{"db-statement-timeout": store.DefaultStatementTimeout}
	intDefaults := map[string]int{"due-window-days": DefaultDueWindowDays, "pay-code-limit": DefaultPayCodeLimit}
	for _, o := range opts {
		usage := fmt.Sprintf("%s (env %s)", o.usage, EnvName(o.name))
		switch t := o.target.(type) {
		case *string:
			fs.StringVar(t, o.name, defaults[o.name], usage)
		case *bool:
			fs.BoolVar(t, o.name, false, usage)
		case *int:
			fs.IntVar(t, o.name, intDefaults[o.name], usage)
		case *time.Duration:
			fs.DurationVar(t, o.name, durationDefaults[o.name], usage)
		}
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })
	for _, o := range opts {
		if set[o.name] {
			continue
		}
		v, from, err := fromEnvironment(o.name)
		if err != nil {
			return c, err
		}
		if from == "" {
			continue
		}
		if err := fs.Set(o.name, v); err != nil {
			return c, fmt.Errorf("%s: %w", from, err)
		}
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected arguments: %s", strings.Join(fs.Args(), " "))
	}
	m, err := market.Lookup(marketCode)
	if err != nil {
		return c, err
	}
	c.Market = m
	if c.TestPhones, err = ParseTestPhones(m, c.TestPhonesSpec); err != nil {
		return c, err
	}
	if c.TrustedProxies, err = ParseProxies(c.TrustedProxiesSpec); err != nil {
		return c, err
	}
	return c, c.Validate()
}

// Validate refuses settings that cannot run.
func (c Config) Validate() error {
	if c.Env != "development" && c.Env != "production" {
		return fmt.Errorf("--env must be development or production, not %q", c.Env)
	}
	if c.PayCodeLimit < 0 || c.PayCodeLimit > MaxPayCodeLimit {
		return fmt.Errorf("--pay-code-limit must be from 1 to %d (0: the default), not %d", MaxPayCodeLimit, c.PayCodeLimit)
	}
	if c.DueWindowDays < 1 || c.DueWindowDays > MaxDueWindowDays {
		return fmt.Errorf("--due-window-days must be from 1 to %d, not %d", MaxDueWindowDays, c.DueWindowDays)
	}
	if c.DBPool < 0 || c.DBPool > MaxDBPool {
		return fmt.Errorf("--db-pool must be from 0 (the default) to %d, not %d", MaxDBPool, c.DBPool)
	}
	if c.JobEvery < 0 || (c.JobEvery > 0 && c.JobEvery < 100*time.Millisecond) {
		return fmt.Errorf("--job-every must be 0 or at least 100ms (%s)", c.JobEvery)
	}
	if c.DrainDelay < 0 || c.DrainDelay > MaxDrainDelay {
		return fmt.Errorf("--drain-delay must be between 0 and %s (%s)", MaxDrainDelay, c.DrainDelay)
	}
	if c.DBStatementTimeout < 0 {
		return fmt.Errorf("--db-statement-timeout cannot be negative (%s)", c.DBStatementTimeout)
	}
	if c.DemoBorrowers < 0 || c.DemoBorrowers > MaxDemoBorrowers {
		return fmt.Errorf("--demo-borrowers must be from 0 to %d, not %d", MaxDemoBorrowers, c.DemoBorrowers)
	}
	if c.DemoBorrowers > 0 && !c.Demo {
		return errors.New("--demo-borrowers needs --demo")
	}
	if (c.TLSCert == "") != (c.TLSKey == "") {
		return errors.New("--tls-cert and --tls-key go together")
	}
	if c.RedirectAddr != "" && c.TLSCert == "" {
		return errors.New("--redirect-addr redirects to HTTPS: it needs --tls-cert and --tls-key")
	}
	if c.Production() && c.Demo {
		return errors.New("--demo is refused with --env production")
	}
	if c.Production() && (c.TestPhonesSpec != "" || len(c.TestPhones) > 0) {
		return errors.New("--test-phones is refused with --env production")
	}
	if c.Production() && c.TestClock {
		return errors.New("--test-clock is refused with --env production")
	}
	if c.Production() && c.JobEvery > 0 {
		return errors.New("--job-every is refused with --env production: the jobs run at their own intervals")
	}
	if c.Production() && c.SMSAdapter == "console" {
		return errors.New("--sms console is refused with --env production: it only logs the codes")
	}
	if c.SMSAdapter != "" && c.SMSAdapter != "console" && c.SMSAdapter != "semaphore" {
		return fmt.Errorf("--sms must be console or semaphore, not %q", c.SMSAdapter)
	}
	if c.Payments != "" && c.Payments != "sandbox" && c.Payments != "dragonpay" {
		return fmt.Errorf("--payments must be sandbox or dragonpay, not %q", c.Payments)
	}
	if c.Production() && (c.Payments == "" || c.Payments == "sandbox") {
		return errors.New("--payments sandbox is refused with --env production: it only simulates payments")
	}
	if c.Payments == "dragonpay" && (c.DragonpayMerchant == "" || c.DragonpayPassword == "") {
		return errors.New("--payments dragonpay needs --dragonpay-merchant-id and --dragonpay-password")
	}
	if _, err := payment.ParseDragonpayKeys(c.DragonpayKeys); err != nil {
		return err
	}
	if t := c.SMSInboundToken; t != "" && len(t) < MinSecretBytes {
		return fmt.Errorf("--sms-inbound-token must be at least %d characters", MinSecretBytes)
	}
	if c.SMSAdapter == "semaphore" && c.SemaphoreAPIKey == "" {
		return errors.New("--sms semaphore needs --semaphore-api-key")
	}
	if c.Production() && len(c.Secret) < MinSecretBytes {
		return fmt.Errorf("--secret (KWARTA_SECRET) must be at least %d bytes with --env production", MinSecretBytes)
	}
	if err := c.Company.CheckBrand(); err != nil {
		return err
	}
	return c.validatePayouts()
}

// validatePayouts refuses payout settings that cannot run: the sandbox or
// no account keys in production, Dragonpay without its credentials, keys
// that do not parse.
func (c Config) validatePayouts() error {
	if c.Payouts != "" && c.Payouts != "sandbox" && c.Payouts != "dragonpay" {
		return fmt.Errorf("--payouts must be sandbox or dragonpay, not %q", c.Payouts)
	}
	if c.Production() && (c.Payouts == "" || c.Payouts == "sandbox") {
		return errors.New("--payouts sandbox is refused with --env production: it only simulates payouts")
	}
	if c.Payouts == "dragonpay" && (c.DragonpayMerchant == "" || c.DragonpayPayoutKey == "") {
		return errors.New("--payouts dragonpay needs --dragonpay-merchant-id and --dragonpay-payout-key")
	}
	if u := c.DragonpayPayoutURL; u != "" && !strings.HasPrefix(u, "https://") &&
		!strings.HasPrefix(u, "http://127.0.0.1") && !strings.HasPrefix(u, "http://localhost") && !strings.HasPrefix(u, "http://[::1]") {
		return errors.New("--dragonpay-payout-url must be https (plain http only to a loopback address)")
	}
	if c.Production() && strings.TrimSpace(c.AccountKeys) == "" {
		return errors.New("--account-keys (KWARTA_ACCOUNT_KEYS) is required with --env production: it seals the payout account numbers")
	}
	_, err := ParseAccountKeys(c.AccountKeys)
	return err
}

// AccountKey is one key of --account-keys: its id and 32 bytes.
type AccountKey struct {
	ID  string
	Key []byte
}

// ParseAccountKeys reads "id:base64key,id2:base64key2" (each key 32 bytes,
// standard or URL base64; ids of letters, digits, '-' and '_', at most 32);
// the first is current. An empty spec is no keys.
func ParseAccountKeys(spec string) ([]AccountKey, error) {
	var out []AccountKey
	seen := map[string]bool{}
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		id, b64, ok := strings.Cut(item, ":")
		if !ok || !validKeyID(id) {
			return nil, errors.New(`--account-keys: each key is id:base64key, the id of letters, digits, "-" or "_" (at most 32)`)
		}
		raw, err := decodeBase64(b64)
		if err != nil || len(raw) != 32 {
			return nil, fmt.Errorf("--account-keys: key %q must be 32 bytes in base64", id)
		}
		if seen[id] {
			return nil, fmt.Errorf("--account-keys: key id %q is given twice", id)
		}
		seen[id] = true
		out = append(out, AccountKey{ID: id, Key: raw})
	}
	return out, nil
}

func validKeyID(id string) bool {
	if id == "" || len(id) > 32 {
		return false
	}
	for _, r := range id {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_') {
			return false
		}
	}
	return true
}

func decodeBase64(s string) ([]byte, error) {
	s = strings.TrimSpace(s)
	for _, enc := range []*base64.Encoding{base64.StdEncoding, base64.URLEncoding, base64.RawStdEncoding, base64.RawURLEncoding} {
		if b, err := enc.DecodeString(s); err == nil {
			return b, nil
		}
	}
	return nil, errors.New("not base64")
}

// ParseProxies reads comma-separated CIDRs; a bare address is a one-address prefix.
func ParseProxies(spec string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(spec, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if !strings.Contains(item, "/") {
			a, err := netip.ParseAddr(item)
			if err != nil {
				return nil, fmt.Errorf("--trusted-proxies: %q is not a CIDR or an address", item)
			}
			a = a.Unmap()
			out = append(out, netip.PrefixFrom(a, a.BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return nil, fmt.Errorf("--trusted-proxies: %q is not a CIDR", item)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// fromEnvironment is a setting's value from its environment variable, or
// for a secret from the file its _FILE variable names, and where it came
// from ("" when from neither).
func fromEnvironment(name string) (value, from string, err error) {
	env := EnvName(name)
	v, ok := os.LookupEnv(env)
	path, fromFile := os.LookupEnv(env + "_FILE")
	if !slices.Contains(SecretSettings, name) || !fromFile {
		if ok {
			return v, env, nil
		}
		return "", "", nil
	}
	if ok {
		return "", "", fmt.Errorf("%s and %s_FILE are both set: keep one", env, env)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return "", "", fmt.Errorf("%s_FILE: %w", env, err)
	}
	v = strings.TrimRight(string(b), "\r\n")
	if v == "" {
		return "", "", fmt.Errorf("%s_FILE: %s is empty", env, path)
	}
	return v, env + "_FILE", nil
}

// EnvName is the environment variable of a flag: KWARTA_ plus its name in capitals.
func EnvName(flagName string) string {
	return "KWARTA_" + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}
