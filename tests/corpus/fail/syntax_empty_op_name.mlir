// The quoted operation name must not be empty.
""() : () -> ()
