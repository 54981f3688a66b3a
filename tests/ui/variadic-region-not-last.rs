mod d {
    ods_macros::include_ods!("variadic-region-not-last.ods");
}

fn main() {}
