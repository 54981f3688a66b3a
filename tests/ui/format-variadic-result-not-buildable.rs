mod d {
    ods_macros::include_ods!("format-variadic-result-not-buildable.ods");
}

fn main() {}
