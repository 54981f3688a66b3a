// %missing is used but never defined.
"foo.use"(%missing) : (i32) -> ()
