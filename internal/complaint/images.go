package complaint

import (
	"bytes"
	"crypto/rand"
	"encoding/hex"
	"image"
	"image/jpeg"
	"image/png"
	"io"
	"net/http"

	"golang.org/x/image/webp"

	"kwarta/internal/fault"
)

// The upload limits: the file's size, and the picture's size read from its
// header before anything is decoded, so a small file that would decode to a
// huge picture (a decompression bomb) is refused without allocating it.
const (
	MaxImageBytes  = 5 << 20
	MaxImagePixels = 40_000_000
	MaxImageSide   = 10_000
)

// The refusals of an upload, each naming the form field.
const (
	msgTooBig      = "The image is larger than 5 MB."
	msgTooLarge    = "The image is too large (at most 40 megapixels)."
	msgUnsupported = "Only JPEG, PNG or WebP photos can be uploaded."
)

// ImageField is the upload's multipart field.
const ImageField = "problemImage"

// jpegQuality is the re-encoding's quality: close to a phone camera's.
const jpegQuality = 90

// Image is an uploaded picture as kept: re-encoded, so nothing of the file
// as sent (EXIF, GPS position, comments, trailing data) survives.
type Image struct {
	ContentType   string // image/jpeg or image/png
	Data          []byte
	Width, Height int
}

// decoders are the accepted formats by their sniffed type: JPEG stays JPEG,
// PNG and WebP become PNG (lossless, so nothing is lost twice).
var decoders = map[string]struct {
	config func(io.Reader) (image.Config, error)
	decode func(io.Reader) (image.Image, error)
}{
	"image/jpeg": {jpeg.DecodeConfig, jpeg.Decode},
	"image/png":  {png.DecodeConfig, png.Decode},
	"image/webp": {webp.DecodeConfig, webp.Decode},
}

// ProcessImage checks an uploaded file and re-encodes it. The type comes
// from the content, never from the file's name or declared type; the file
// must decode completely as that type. Refusals are invalid-input errors
// naming problemImage.
func ProcessImage(data []byte) (Image, error) {
	if len(data) > MaxImageBytes {
		return Image{}, fault.Field(ImageField, msgTooBig)
	}
	ct := http.DetectContentType(data)
	dec, ok := decoders[ct]
	if !ok {
		return Image{}, fault.Field(ImageField, msgUnsupported)
	}
	cfg, err := dec.config(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return Image{}, fault.Field(ImageField, msgUnsupported)
	}
	if cfg.Width > MaxImageSide || cfg.Height > MaxImageSide || int64(cfg.Width)*int64(cfg.Height) > MaxImagePixels {
		return Image{}, fault.Field(ImageField, msgTooLarge)
	}
	img, err := dec.decode(bytes.NewReader(data))
	if err != nil {
		return Image{}, fault.Field(ImageField, msgUnsupported)
	}
	var out bytes.Buffer
	kept := Image{ContentType: "image/png", Width: cfg.Width, Height: cfg.Height}
	if ct == "image/jpeg" {
		kept.ContentType = "image/jpeg"
		img = orient(img, jpegOrientation(data))
		b := img.Bounds()
		kept.Width, kept.Height = b.Dx(), b.Dy()
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: jpegQuality})
	} else {
		err = png.Encode(&out, img)
	}
	if err != nil {
		return Image{}, fault.Wrap(err)
	}
	kept.Data = out.Bytes()
	return kept, nil
}

// newImageName is a stored image's random name; the extension follows the
// kept type.
func newImageName(contentType string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	ext := ".png"
	if contentType == "image/jpeg" {
		ext = ".jpg"
	}
	return hex.EncodeToString(b) + ext
}

// jpegOrientation reads the EXIF orientation (1 to 8) of a JPEG, 1 when it
// has none: phones store the picture as the sensor saw it and say how to
// turn it, and that note goes with the rest of the EXIF data, so the
// picture is turned before it is re-encoded.
func jpegOrientation(data []byte) int {
	const none = 1
	if len(data) < 4 || data[0] != 0xFF || data[1] != 0xD8 {
		return none
	}
	for i := 2; i+4 <= len(data); {
		if data[i] != 0xFF {
			return none
		}
		marker := data[i+1]
		if marker == 0xDA || marker == 0xD9 { // start of scan, end of image
			return none
		}
		size := int(data[i+2])<<8 | int(data[i+3])
		if size < 2 || i+2+size > len(data) {
			return none
		}
		seg := data[i+4 : i+2+size]
		if marker == 0xE1 && len(seg) > 14 && string(seg[:6]) == "Exif\x00\x00" {
			return tiffOrientation(seg[6:])
		}
		i += 2 + size
	}
	return none
}

// tiffOrientation finds tag 0x0112 in the first IFD of an EXIF TIFF block.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	u16 := func(b []byte) int { return int(b[0])<<8 | int(b[1]) }
	u32 := func(b []byte) int { return int(b[0])<<24 | int(b[1])<<16 | int(b[2])<<8 | int(b[3]) }
	switch string(t[:2]) {
	case "MM":
	case "II":
		u16 = func(b []byte) int { return int(b[1])<<8 | int(b[0]) }
		u32 = func(b []byte) int { return int(b[3])<<24 | int(b[2])<<16 | int(b[1])<<8 | int(b[0]) }
	default:
		return 1
	}
	off := u32(t[4:8])
	if off < 8 || off+2 > len(t) {
		return 1
	}
	n := u16(t[off:])
	for k := 0; k < n; k++ {
		e := off + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		if u16(t[e:]) == 0x0112 {
			if v := u16(t[e+8:]); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// orient turns and mirrors img as an EXIF orientation says, so it looks
// upright without the note.
func orient(img image.Image, o int) image.Image {
	if o <= 1 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	ow, oh := w, h
	if o >= 5 {
		ow, oh = h, w
	}
	out := image.NewRGBA(image.Rect(0, 0, ow, oh))
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			var dx, dy int
			switch o {
			case 2: // mirrored
				dx, dy = w-1-x, y
			case 3: // turned 180°
				dx, dy = w-1-x, h-1-y
			case 4: // upside down, mirrored
				dx, dy = x, h-1-y
			case 5: // mirrored and turned
				dx, dy = y, x
			case 6: // turned 90° clockwise to view
				dx, dy = h-1-y, x
			case 7:
				dx, dy = h-1-y, w-1-x
			case 8: // turned 90° counter-clockwise to view
				dx, dy = y, w-1-x
			}
			out.Set(dx, dy, img.At(b.Min.X+x, b.Min.Y+y))
		}
	}
	return out
}
