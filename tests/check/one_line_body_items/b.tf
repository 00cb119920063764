variable "b" {
  default = 1
 count { = 1 }

}

variable "b2" {
  type = number
  default = "x"
}
