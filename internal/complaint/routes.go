package complaint

import (
	"mime/multipart"

	h "kwarta/internal/httpapi"
)

// Routes are the complaint calls: the complaint home, evidence photos,
// filing, the list, the details with the reply, the score.
func (s *Service) Routes() []h.Route {
	return []h.Route{
		{Method: "POST", Path: "/user-problem/problem-init", Summary: "The complaint home: problem types, the sub-types of type 1, the order asked for (else the newest) and every order", Auth: h.Borrower,
			Data: Home{}, Handle: h.Bind(s.HandleInit)},
		{Method: "POST", Path: "/user-problem/upload-problem-img", Summary: "Upload one evidence photo (JPEG, PNG or WebP, at most 5 MB and 40 megapixels; kept re-encoded, without EXIF)", Auth: h.Borrower,
			Data: Uploaded{}, Handle: h.Bind(s.HandleUpload)},
		{Method: "POST", Path: "/user-problem/problem-save", Summary: "File a complaint (collection conduct on an order never disbursed: 409)", Auth: h.Borrower,
			Data: Saved{}, Handle: h.Bind(s.HandleSave)},
		{Method: "POST", Path: "/user-problem/problem-list", Summary: "The borrower's complaints in tabs (Processing, Processed), newest first", Auth: h.Borrower,
			Data: Tabs{}, Handle: h.NoParams(s.HandleList)},
		{Method: "POST", Path: "/user-problem/problem-detail", Summary: "One of the borrower's complaints with its images, the 3-weekday due date and the reply", Auth: h.Borrower,
			Data: Detail{}, Handle: h.Bind(s.HandleDetail)},
		{Method: "POST", Path: "/user-problem/save-score", Summary: "Rate a complaint's reply, 1 to 5 stars, once (not yet answered or already rated: 409)", Auth: h.Borrower,
			Handle: h.Bind(s.HandleScore)},
		{Method: "GET", Path: ImagePath + "{name}", Summary: "A complaint image, only to the borrower who uploaded it or whose complaint its reply answers", Auth: h.Borrower, Raw: true,
			Handle: h.NoParams(s.HandleImage)},
	}
}

// UploadParams are upload-problem-img's: the photo in the field ImageField.
type UploadParams struct {
	Image []*multipart.FileHeader `param:"problemImage,required" desc:"the photo; its content decides its type, never its name"`
}

// SaveParams are problem-save's; problemDetail's max is MaxDetailRunes
// (routes_test.go checks it), checked again with its own message.
type SaveParams struct {
	ProblemType    int64  `param:"problemType,required,max=9" desc:"a problemType value from problem-init"`
	ProblemSonType int64  `param:"problemSonType,max=9" desc:"a problemSonType value; required when the type has sub-types (1), else empty or 0"`
	ProblemDetail  string `param:"problemDetail,max=200" desc:"the description, required, at most 200 characters (Unicode code points)"`
	ProblemImage   string `param:"problemImage,max=2000" desc:"comma-joined urls from upload-problem-img, at most 9, or empty"`
	OrderNo        string `param:"orderNo,max=32" desc:"the borrower's order number; may be empty only when the borrower has no order"`
}

// ProblemParams name one of the borrower's complaints.
type ProblemParams struct {
	ProblemID int64 `param:"problemId,required,max=18" desc:"the complaint's id (problemId)"`
}

// ScoreParams are save-score's.
type ScoreParams struct {
	Score int `param:"score,required,range=1..5" desc:"the stars, 1 to 5"`
	ProblemParams
}
