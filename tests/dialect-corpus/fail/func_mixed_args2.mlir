// Unnamed then named arguments cannot be mixed.
func.func private @f(i64, %a: i32)
