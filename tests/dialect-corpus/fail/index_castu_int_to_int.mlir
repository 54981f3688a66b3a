// A cast converts between index and an integer type.
%a = "test.a"() : () -> i32
%0 = index.castu %a : i32 to i64
