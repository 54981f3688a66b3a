// An unranked tensor cannot have an encoding.
"foo.a"() : () -> tensor<*xf32, "enc">
