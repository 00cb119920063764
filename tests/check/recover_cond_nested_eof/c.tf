variable "e" {
  default = 
}

variable "f" {
  type = number
  default = false ? 1 : true ? 2 : 3 ? [ 3
}

variable "g" {
  type = string
}
