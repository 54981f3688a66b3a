// An error inside a test type in a func.func signature.
func.func private @f(!test.int<signed 4>) -> ()
