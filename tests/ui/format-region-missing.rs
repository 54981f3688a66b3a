mod d {
    ods_macros::include_ods!("format-region-missing.ods");
}

fn main() {}
