// func.return is only valid directly inside func.func.
"foo.region"() ({
  func.return
}) : () -> ()
