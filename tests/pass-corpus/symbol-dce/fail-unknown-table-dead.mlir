// ARGS: --allow-unregistered-dialect --symbol-dce --split-input-file
// An unknown table inside a dead symbol is never looked at; inside a non-symbol op it is.
module {
  func.func private @a() {
    "foo.region"() ({
      "foo.op"() {x = @a} : () -> ()
    }) : () -> ()
    return
  }
}

// -----

"foo.region"() ({
  "foo.op"() : () -> ()
}) : () -> ()
