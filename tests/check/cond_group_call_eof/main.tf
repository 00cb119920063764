variable "zz" {}
variable "size" {}
