mod d {
    ods_macros::include_ods!("format-successor-missing.ods");
}

fn main() {}
