package httpapi

import (
	"reflect"
	"sort"
	"strings"

	"kwarta/internal/fault"
)

// OpenAPI builds the API document from the route table, so the native-app
// team and tools read the same API the router serves.
func OpenAPI(routes []Route, version string) map[string]any {
	paths := map[string]any{}
	types := newSchemas()
	for _, rt := range routes {
		item, _ := paths[Prefix+rt.Path].(map[string]any)
		if item == nil {
			item = map[string]any{}
			paths[Prefix+rt.Path] = item
		}
		item[strings.ToLower(rt.Method)] = operation(rt, types)
	}
	codes := fault.Codes()
	keys := make([]string, 0, len(codes))
	for c := range codes {
		keys = append(keys, string(c))
	}
	sort.Strings(keys)
	catalogue := make([]map[string]string, 0, len(keys))
	for _, k := range keys {
		catalogue = append(catalogue, map[string]string{"code": k, "message": codes[fault.Code(k)]})
	}
	types.defs["Error"] = envelopeSchema(map[string]any{"type": "object", "nullable": true,
		"description": "null, or what the failure is about (a 409 on a product with a loan in progress names that loan)"}, true)
	return map[string]any{
		"openapi": "3.0.3",
		"info": map[string]any{
			"title":       "Kwarta borrower API",
			"version":     version,
			"description": "Every call answers the envelope {code, success, message, data}. code \"00\" is success; failures carry a code from x-error-codes and an HTTP status that fits.",
		},
		// The paths are absolute (they hold the /medium prefix) on the origin serving this document.
		"servers": []any{map[string]any{"url": "/", "description": "the origin serving this document"}},
		"paths":   paths,
		"components": map[string]any{
			"securitySchemes": map[string]any{
				"session": map[string]any{"type": "apiKey", "in": "query", "name": "sessionId"},
				// The console's: the session cookie, and the CSRF header on every change.
				"operator": map[string]any{"type": "apiKey", "in": "cookie", "name": OperatorCookie},
				"csrf":     map[string]any{"type": "apiKey", "in": "header", "name": CSRFHeader},
			},
			// The data's named types ("<package>.<Type>", see schemas) and the failure envelope.
			"schemas": types.defs,
		},
		"x-error-codes": catalogue,
	}
}

func operation(rt Route, types *schemas) map[string]any {
	op := map[string]any{
		"summary":     rt.Summary,
		"operationId": operationID(rt),
	}
	var params []any
	for _, seg := range strings.Split(rt.Path, "/") {
		if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
			params = append(params, map[string]any{"name": strings.Trim(seg, "{}"), "in": "path", "required": true, "schema": map[string]any{"type": "string"}})
		}
	}
	// A GET route may declare a common parameter itself (productId on a
	// page's call): it is documented once, in the query, with the route's
	// rules. A POST route documents it in its form, which the router also reads.
	own := map[string]Param{}
	var body []Param
	for _, p := range rt.Params() {
		if _, common := commonMax[p.Name]; common && rt.Method == "GET" {
			own[p.Name] = p
		} else {
			body = append(body, p)
		}
	}
	for _, p := range CommonParams {
		required := rt.Auth == Borrower && (p.Name == "sessionId" || p.Name == "deviceId")
		if o, ok := own[p.Name]; ok {
			p, required = o, required || o.Required
		}
		params = append(params, paramDoc(p, "query", required))
	}
	if rt.Method == "GET" {
		for _, p := range body {
			params = append(params, paramDoc(p, "query", p.Required))
		}
	} else if len(body) > 0 {
		props := map[string]any{}
		var required []string
		contentType := "application/x-www-form-urlencoded"
		for _, p := range body {
			props[p.Name] = kindSchema(p)
			if p.Required {
				required = append(required, p.Name)
			}
			if p.Kind == File {
				contentType = "multipart/form-data"
			}
		}
		schema := map[string]any{"type": "object", "properties": props}
		if len(required) > 0 {
			schema["required"] = required
		}
		op["requestBody"] = map[string]any{"content": map[string]any{contentType: map[string]any{"schema": schema}}}
	}
	op["parameters"] = params
	switch {
	case rt.Auth == Borrower:
		op["security"] = []any{map[string]any{"session": []any{}}}
	case rt.Auth == Operator && rt.Method == "GET":
		op["security"] = []any{map[string]any{"operator": []any{}}}
	case rt.Auth == Operator:
		op["security"] = []any{map[string]any{"operator": []any{}, "csrf": []any{}}}
	default:
		op["security"] = []any{} // public: no session
	}
	failure := jsonContent(map[string]any{"$ref": "#/components/schemas/Error"})
	responses := map[string]any{
		"default": map[string]any{"description": "failure envelope", "content": failure},
		// Every call: the router refuses a parameter that is malformed, too
		// long, not UTF-8 or holds a NUL byte before any handler runs.
		"400": map[string]any{"description": "invalid input (code " + string(fault.CodeInvalid) + "); fields names each bad form field", "content": failure},
	}
	if rt.Raw {
		responses["200"] = map[string]any{"description": "the resource itself"}
	} else {
		responses["200"] = map[string]any{"description": "success envelope", "content": jsonContent(envelopeSchema(types.value(reflect.TypeOf(rt.Data)), false))}
	}
	if rt.Auth == Operator {
		responses["401"] = map[string]any{"description": "sign in to the console (code " + string(fault.CodeLoginRequired) + ")", "content": failure}
		responses["403"] = map[string]any{"description": "the operator's role lacks " + rt.Permission + ", or the CSRF header is missing or wrong (code " + string(fault.CodeForbidden) + ")", "content": failure}
	}
	if rt.Auth == Borrower {
		responses["401"] = map[string]any{
			"description": "login required (code " + string(fault.CodeLoginRequired) + "): the session is missing, unknown, expired or bound to another deviceId",
			"content":     failure,
		}
	}
	op["responses"] = responses
	return op
}

func operationID(rt Route) string {
	parts := strings.FieldsFunc(rt.Path, func(r rune) bool { return r == '/' || r == '-' || r == '{' || r == '}' })
	var b strings.Builder
	b.WriteString(strings.ToLower(rt.Method))
	for _, p := range parts {
		b.WriteString(strings.ToUpper(p[:1]) + p[1:])
	}
	return b.String()
}

func jsonContent(schema any) map[string]any {
	return map[string]any{"application/json": map[string]any{"schema": schema}}
}

func paramDoc(p Param, in string, required bool) map[string]any {
	return map[string]any{"name": p.Name, "in": in, "required": required, "description": p.Desc, "schema": kindSchema(p)}
}

func kindSchema(p Param) map[string]any {
	s := map[string]any{"type": "string"}
	switch p.Kind {
	case Int:
		s = map[string]any{"type": "integer", "format": "int64"}
	case Digits:
		s["pattern"] = "^[0-9]*$"
	case File:
		s["format"] = "binary"
	}
	if p.Max > 0 && p.Kind != Int && p.Kind != File {
		s["maxLength"] = p.Max
	}
	if p.Ranged {
		s["minimum"], s["maximum"] = p.Range[0], p.Range[1]
	}
	if p.Desc != "" {
		s["description"] = p.Desc
	}
	return s
}

func envelopeSchema(data any, failure bool) map[string]any {
	props := map[string]any{
		"code":    map[string]any{"type": "string", "example": "00"},
		"success": map[string]any{"type": "boolean"},
		"message": map[string]any{"type": "string"},
		"data":    data,
	}
	if failure {
		props["fields"] = map[string]any{"type": "object", "additionalProperties": map[string]any{"type": "string"}}
	}
	return map[string]any{"type": "object", "required": []string{"code", "success", "message", "data"}, "properties": props}
}
