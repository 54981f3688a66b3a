// The value of ub.poison is a poison attribute.
%0 = "ub.poison"() {value = 1 : i32} : () -> i64
