mod d {
    ods_macros::include_ods!("variadic-successor-not-last.ods");
}

fn main() {}
