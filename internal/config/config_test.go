package config_test

import (
	"testing"

	"kwarta/internal/config"
)

func TestParse(t *testing.T) {
	t.Run("Defaults", func(t *testing.T) {
		c, err := config.Parse(nil)
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "127.0.0.1:8080" || c.DB != "./data/kwarta.db" || c.Demo || c.Env != "development" || c.Market.Code != "ph" {
			t.Errorf("defaults = %+v", c)
		}
	})
	t.Run("EnvironmentAndFlags", func(t *testing.T) {
		t.Setenv("KWARTA_ADDR", "0.0.0.0:9000")
		t.Setenv("KWARTA_DEMO", "true")
		t.Setenv("KWARTA_MARKET", "in")
		t.Setenv("KWARTA_COMPANY_NAME", "From Env")
		c, err := config.Parse([]string{"--company-name", "From Flag"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Addr != "0.0.0.0:9000" || !c.Demo || c.Market.Currency != "INR" || c.Company.Name != "From Flag" {
			t.Errorf("got %+v", c)
		}
	})
	t.Run("ErrDemoInProduction", func(t *testing.T) {
		if _, err := config.Parse([]string{"--env", "production", "--demo"}); err == nil {
			t.Error("want --demo refused in production")
		}
	})
	t.Run("ErrBadValues", func(t *testing.T) {
		for _, args := range [][]string{{"--env", "staging"}, {"--market", "us"}, {"extra"}} {
			if _, err := config.Parse(args); err == nil {
				t.Errorf("%v accepted", args)
			}
		}
	})
}
