// Two functions named @f in one module.
module {
  func.func @f() {
    return
  }
  func.func private @g()
  func.func @f() {
    return
  }
}
