// %x has two results; #5 does not exist.
%x:2 = "foo.a"() : () -> (i32, i32)
"foo.use"(%x#5) : (i32) -> ()
