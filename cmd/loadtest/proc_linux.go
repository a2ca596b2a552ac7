package main

import "syscall"

// childAttrs kills a started server when the load generator dies.
func childAttrs() *syscall.SysProcAttr {
	return &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
}
