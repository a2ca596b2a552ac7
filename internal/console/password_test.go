package console

import (
	"strings"
	"testing"
)

// The package's tests enrol and sign in hundreds of operators; at
// OWASP's cost each hash is 19 MiB of memory work, a seventh of the
// package's test time under the race detector. They hash at a small cost
// (a hash carries its own, so checking is the same code);
// TestPasswordHash checks the binary's cost.
func init() { passwordCost = argon2Cost{memory: 64, time: 1, lanes: 1} }

// TestPasswordHash: a new hash is argon2id at OWASP's minimum in the PHC
// format, it accepts its password and no other, and a hash made at
// another cost is checked at the cost it names.
func TestPasswordHash(t *testing.T) {
	if owaspCost != (argon2Cost{memory: 19 * 1024, time: 2, lanes: 1}) {
		t.Fatalf("owaspCost %+v, want 19 MiB, 2 passes, 1 lane", owaspCost)
	}
	h := hashPasswordAt("a long console password", owaspCost)
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("hash %q: not argon2id at OWASP's minimum", h)
	}
	if parts := strings.Split(h, "$"); len(parts) != 6 || len(parts[4]) != 22 || len(parts[5]) != 43 {
		t.Fatalf("hash %q: want a 16-byte salt and a 32-byte key, base64 without padding", h)
	}
	if !checkPassword(h, "a long console password") {
		t.Error("the hash refuses its own password")
	}
	if checkPassword(h, "a long console passwore") {
		t.Error("the hash accepts another password")
	}
	if again := hashPasswordAt("a long console password", owaspCost); again == h {
		t.Error("two hashes of one password are equal: no salt")
	}
	cheap := hashPasswordAt("another password", argon2Cost{memory: 64, time: 1, lanes: 1})
	if !strings.Contains(cheap, "$m=64,t=1,p=1$") || !checkPassword(cheap, "another password") || checkPassword(cheap, "a long console password") {
		t.Errorf("a hash at another cost is not checked at its own: %q", cheap)
	}
	if checkPassword("$argon2i$v=19$m=64,t=1,p=1$c2FsdA$a2V5", "x") || checkPassword("not a hash", "x") {
		t.Error("a string that is no argon2id hash is accepted")
	}
}
