variable "a" {
}

variable "b" {
}
