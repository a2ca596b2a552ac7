package httpapi

import (
	"net"
	"net/http"
	"net/netip"
	"strings"
)

// ClientIP is the caller's address for per-IP limits and records. The
// direct peer is the client unless it is one of the trusted proxies; then
// the client is the right-most X-Forwarded-For hop that is not trusted, so a
// visitor cannot choose their address by sending the header themselves. A
// hop that is not an address ends the walk at the last trusted one.
func ClientIP(r *http.Request, trusted []netip.Prefix) string {
	peer, ok := parseHop(r.RemoteAddr)
	if !ok {
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			return r.RemoteAddr
		}
		return host
	}
	if !isTrusted(peer, trusted) {
		return peer.String()
	}
	addr := peer
	hops := strings.Split(strings.Join(r.Header.Values("X-Forwarded-For"), ","), ",")
	for i := len(hops) - 1; i >= 0; i-- {
		hop, ok := parseHop(hops[i])
		if !ok {
			break
		}
		addr = hop
		if !isTrusted(hop, trusted) {
			break
		}
	}
	return addr.String()
}

// parseHop reads an address with or without a port ("203.0.113.7",
// "203.0.113.7:4711", "[2001:db8::1]:4711").
func parseHop(s string) (netip.Addr, bool) {
	s = strings.TrimSpace(s)
	if a, err := netip.ParseAddr(strings.Trim(s, "[]")); err == nil {
		return a.Unmap(), true
	}
	if ap, err := netip.ParseAddrPort(s); err == nil {
		return ap.Addr().Unmap(), true
	}
	return netip.Addr{}, false
}

func isTrusted(a netip.Addr, trusted []netip.Prefix) bool {
	for _, p := range trusted {
		if p.Contains(a) {
			return true
		}
	}
	return false
}
