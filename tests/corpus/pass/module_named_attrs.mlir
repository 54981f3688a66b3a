// Module name and discardable attributes: sym_name becomes a property in generic form.
module @top attributes {foo.flag, foo.version = 3 : i32} {
  module @inner {
    "foo.x"() : () -> ()
  }
  "builtin.module"() <{sym_name = "generic_inner"}> ({
    "foo.y"() : () -> ()
  }) {foo.z = "z"} : () -> ()
  module attributes {foo.unnamed} {
  }
}
