// An error inside a test attribute in the properties of a generic op.
"foo.a"() <{p = #test.attr_params<1, two>}> : () -> ()
