// The result group %x:3 binds three results but the type has two.
%x:3 = "foo.a"() : () -> (i32, i32)
