// Named and unnamed arguments cannot be mixed.
func.func private @f(%a: i32, i64)
