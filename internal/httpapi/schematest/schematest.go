// Package schematest checks a JSON value against a schema of the API
// document (httpapi.OpenAPI), for tests: the part of OpenAPI 3.0 the
// document uses ($ref, allOf, type, nullable, properties, required,
// items, additionalProperties, enum, format date-time and byte).
package schematest

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
)

// Document is the API document as JSON reads it back.
type Document map[string]any

// Load turns the document httpapi.OpenAPI builds into its JSON form.
func Load(doc map[string]any) (Document, error) {
	raw, err := json.Marshal(doc)
	if err != nil {
		return nil, err
	}
	var out Document
	return out, json.Unmarshal(raw, &out)
}

// Schema is a named schema of the document's components, for Validate.
func (d Document) Schema(name string) map[string]any {
	return map[string]any{"$ref": "#/components/schemas/" + name}
}

// Validate lists every way the JSON text raw breaks the schema, each with
// its path ($.orderDetail.list[0].title); none when it fits. Properties
// the schema does not list break it too: the document must name them all.
func (d Document) Validate(schema map[string]any, raw []byte) []string {
	var v any
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.UseNumber()
	if err := dec.Decode(&v); err != nil {
		return []string{"not JSON: " + err.Error()}
	}
	var problems []string
	d.check(schema, v, "$", &problems)
	return problems
}

func (d Document) resolve(schema map[string]any) (map[string]any, error) {
	for {
		ref, ok := schema["$ref"].(string)
		if !ok {
			return schema, nil
		}
		name, found := strings.CutPrefix(ref, "#/components/schemas/")
		comps, _ := d["components"].(map[string]any)
		schemas, _ := comps["schemas"].(map[string]any)
		next, exists := schemas[name].(map[string]any)
		if !found || !exists {
			return nil, fmt.Errorf("unknown $ref %q", ref)
		}
		schema = next
	}
}

func (d Document) check(schema map[string]any, v any, at string, problems *[]string) {
	fail := func(format string, args ...any) {
		*problems = append(*problems, at+": "+fmt.Sprintf(format, args...))
	}
	schema, err := d.resolve(schema)
	if err != nil {
		fail("%v", err)
		return
	}
	if v == nil {
		if schema["nullable"] != true && len(schema) > 0 && !onlyDescription(schema) {
			fail("null, and the schema is not nullable")
		}
		return
	}
	if all, ok := schema["allOf"].([]any); ok {
		for _, s := range all {
			sub, _ := s.(map[string]any)
			d.check(sub, v, at, problems)
		}
	}
	if enum, ok := schema["enum"].([]any); ok && !slices.Contains(enum, v) {
		fail("%v is not one of %v", v, enum)
	}
	switch schema["type"] {
	case nil:
	case "string":
		s, ok := v.(string)
		if !ok {
			fail("%v is not a string", v)
			return
		}
		switch schema["format"] {
		case "date-time":
			if _, err := time.Parse(time.RFC3339Nano, s); err != nil {
				fail("%q is not a date-time", s)
			}
		case "byte":
			if _, err := base64.StdEncoding.DecodeString(s); err != nil {
				fail("%q is not base64", s)
			}
		}
	case "boolean":
		if _, ok := v.(bool); !ok {
			fail("%v is not a boolean", v)
		}
	case "integer":
		if n, ok := v.(json.Number); !ok || strings.ContainsAny(n.String(), ".eE") {
			fail("%v is not an integer", v)
		}
	case "number":
		if _, ok := v.(json.Number); !ok {
			fail("%v is not a number", v)
		}
	case "array":
		list, ok := v.([]any)
		if !ok {
			fail("%T is not an array", v)
			return
		}
		items, _ := schema["items"].(map[string]any)
		for i, item := range list {
			d.check(items, item, fmt.Sprintf("%s[%d]", at, i), problems)
		}
	case "object":
		obj, ok := v.(map[string]any)
		if !ok {
			fail("%T is not an object", v)
			return
		}
		for _, r := range asList(schema["required"]) {
			if _, ok := obj[r]; !ok {
				fail("required property %q is missing", r)
			}
		}
		props, _ := schema["properties"].(map[string]any)
		extra, _ := schema["additionalProperties"].(map[string]any)
		_, composed := schema["allOf"] // the allOf's own schemas name its properties
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p, ok := props[k].(map[string]any); ok {
				d.check(p, obj[k], at+"."+k, problems)
			} else if extra != nil {
				d.check(extra, obj[k], at+"."+k, problems)
			} else if !composed {
				fail("property %q is not in the schema", k)
			}
		}
	default:
		fail("unknown type %v", schema["type"])
	}
}

func onlyDescription(schema map[string]any) bool {
	for k := range schema {
		if k != "description" {
			return false
		}
	}
	return true
}

func asList(v any) []string {
	list, _ := v.([]any)
	out := make([]string, 0, len(list))
	for _, x := range list {
		if s, ok := x.(string); ok {
			out = append(out, s)
		}
	}
	return out
}
