// ARGS: --allow-unregistered-dialect --symbol-dce --split-input-file
// A private module referenced as a whole keeps its public symbols; nested and private ones go.
module {
  "foo.op"() {x = @m3} : () -> ()
  module @m3 attributes {sym_visibility = "private"} {
    func.func @f() { return }
    func.func nested @g() { return }
    func.func private @h() { return }
  }
  module @m4 {
    func.func @f() { return }
    func.func nested @g() { return }
    func.func private @h() { return }
    "foo.op"() {x = @m4::@f} : () -> ()
  }
  module @m5 attributes {sym_visibility = "nested"} {
    func.func @f() { return }
  }
}

// -----

// Chains of private functions: only those reachable from a public one survive.
func.func private @a() {
  func.call @b() : () -> ()
  return
}
func.func private @b() {
  func.call @c() : () -> ()
  return
}
func.func private @c() {
  func.call @a() : () -> ()
  return
}
func.func private @d() {
  func.call @e() : () -> ()
  return
}
func.func private @e() {
  return
}
func.func @main() {
  func.call @b() : () -> ()
  return
}

// -----

// A nested reference keeps every table on its way; a module inside a function body is not
// a scope whose liveness is computed.
module {
  module @outer attributes {sym_visibility = "private"} {
    module @inner attributes {sym_visibility = "private"} {
      func.func private @leaf() { return }
      func.func private @other() { return }
    }
    func.func private @unused() { return }
  }
  func.func @user() attributes {ref = @outer::@inner::@leaf} {
    "foo.region_free"() {arr = [[@outer]], dict = {k = {j = @outer::@inner}}} : () -> ()
    return
  }
  func.func private @holder() {
    return
  }
}

// -----

// Anonymous private modules and unregistered ops with names.
module {
  module attributes {sym_visibility = "private"} {
    func.func @f() { return }
  }
  module {
    func.func private @g() { return }
  }
  "foo.sym"() {sym_name = "named"} : () -> ()
  func.func private @h() attributes {r = @named} { return }
}
