// An external function (no body) cannot be public.
func.func @decl(i32)
