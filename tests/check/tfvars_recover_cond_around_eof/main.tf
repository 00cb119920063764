variable "zz" {}
variable "name" {}
variable "size" {}
