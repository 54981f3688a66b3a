mod d {
    ods_macros::include_ods!("pass-duplicate-statistic-name.ods");
}

fn main() {}
