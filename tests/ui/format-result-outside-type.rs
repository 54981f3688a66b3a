mod d {
    ods_macros::include_ods!("format-result-outside-type.ods");
}

fn main() {}
