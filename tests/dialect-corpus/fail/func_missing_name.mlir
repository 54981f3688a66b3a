// func.func needs a symbol name.
func.func (i32)
