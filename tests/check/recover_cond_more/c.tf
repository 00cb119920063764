variable "c0" {
  default = ]
}

variable "c" {
  type    = string
  default = 1 ? * ?
}

variable "c2" {
  type    = string
  default = ( 1 ) ? ?
}
