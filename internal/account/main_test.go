package account_test

import (
	"os"
	"testing"

	"kwarta/internal/store/storetest"
)

// TestMain drops the package's template database at the end (storetest.Run).
func TestMain(m *testing.M) { os.Exit(storetest.Run(m)) }
