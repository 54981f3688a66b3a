// The same under --allow-unregistered-dialect: arith still does not allow unknown ops.
"arith.nope"() : () -> ()
