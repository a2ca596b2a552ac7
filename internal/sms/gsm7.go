package sms

// SegmentLimit is what one SMS carries in the GSM 7-bit default alphabet
// (3GPP TS 23.038): 160 septets. A longer text, or any character outside
// the alphabet (which makes the whole message UCS-2, 70 characters), is
// split and billed as several messages.
const SegmentLimit = 160

// gsm7Basic is the GSM 03.38 default alphabet; each costs one septet.
const gsm7Basic = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
	"¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà"

// gsm7Extension are the extension table's characters; each costs two
// septets (the escape and the character).
const gsm7Extension = "\f^{}\\[~]|€"

var gsm7Cost = func() map[rune]int {
	m := make(map[rune]int, 140)
	for _, r := range gsm7Basic {
		m[r] = 1
	}
	for _, r := range gsm7Extension {
		m[r] = 2
	}
	return m
}()

// Septets counts a text in the GSM 7-bit alphabet; ok is false (and the
// count meaningless) when a character is not in it.
func Septets(text string) (n int, ok bool) {
	for _, r := range text {
		c, in := gsm7Cost[r]
		if !in {
			return 0, false
		}
		n += c
	}
	return n, true
}

// FirstNonGSM is the first character outside the GSM 7-bit alphabet, or 0.
func FirstNonGSM(text string) rune {
	for _, r := range text {
		if _, in := gsm7Cost[r]; !in {
			return r
		}
	}
	return 0
}

// OneSegment tells whether text goes as a single SMS: GSM 7-bit, at most
// SegmentLimit septets.
func OneSegment(text string) bool {
	n, ok := Septets(text)
	return ok && n <= SegmentLimit
}
