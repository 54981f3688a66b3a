// func.constant must name an existing function.
func.func @f() {
  %0 = constant @nope : () -> ()
  return
}
