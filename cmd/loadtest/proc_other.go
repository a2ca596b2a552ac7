//go:build !linux

package main

import "syscall"

// childAttrs: outside Linux a started server is stopped by the generator only.
func childAttrs() *syscall.SysProcAttr { return nil }
