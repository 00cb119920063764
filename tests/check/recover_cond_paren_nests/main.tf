variable "size" {
}

variable "rules" {
}
