mod d {
    ods_macros::include_ods!("two-variadic-results-no-segments.ods");
}

fn main() {}
