// An unnamed signature with an empty body: one empty entry block without arguments.
func.func @f(f32) {}
