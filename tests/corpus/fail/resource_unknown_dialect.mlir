// dialect_resources for an unknown dialect are rejected.
"foo.a"() : () -> ()
{-#
  dialect_resources: {
    foo: {
      k: "0x01000000AA"
    }
  }
#-}
