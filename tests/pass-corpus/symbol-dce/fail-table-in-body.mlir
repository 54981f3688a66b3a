// ARGS: --symbol-dce --split-input-file --allow-unregistered-dialect
// A symbol table inside a function body is never a scope whose liveness is computed: even
// its public symbols go.
func.func @pub() {
  scf.execute_region {
    builtin.module @m {
      func.func @inner() { return }
      func.func private @inner_private() { return }
    }
    scf.yield
  }
  return
}

// -----

func.func @pub() {
  scf.execute_region {
    func.func @nested() { return }
    scf.yield
  }
  return
}

// -----

// An unregistered parent is fine, and hides its symbols from symbol-dce's scopes.
func.func @pub() {
  "foo.region"() ({
    func.func private @nested() { return }
  }) : () -> ()
  return
}
