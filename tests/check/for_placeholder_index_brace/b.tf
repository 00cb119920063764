variable "size" {
  type = list(map(bool))
  default = [ for } , {
count = true
} ] [
}

variable "items" {
}
variable "z2" {
  default = 1 2
}
