// A function body may not be empty braces.
func.func @f() {}
